import { forwardRef, version, type ReactNode } from 'react';

const reactMajor = Number.parseInt(version, 10);

/**
 * The components take `ref` as a prop, as React 19 passes it. React 18 keeps `ref` out of a function component's
 * props (and warns), so there the component is wrapped in `forwardRef`, whose render function hands the ref back in
 * as a prop: the same component, the same type, and a ref that reaches the same element on both majors (Radix's
 * `asChild` triggers need it to find their element). On React 19 the component is returned as it is.
 */
/* @__NO_SIDE_EFFECTS__ */
export function refAsProp<C extends (props: never) => ReactNode>(component: C): C {
  if (reactMajor >= 19) return component;
  const render = component as unknown as (props: object) => ReactNode;
  const forwarded = forwardRef<unknown, object>((props, ref) => render(ref == null ? props : { ...props, ref }));
  forwarded.displayName = component.name;
  return forwarded as unknown as C;
}
