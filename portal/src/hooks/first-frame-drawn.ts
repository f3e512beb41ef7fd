import { useEffect, useState } from 'react';
import { afterNextFrame } from './after-first-frame.ts';

/**
 * A promise, the same for the component's life, that resolves once the component's first frame has been drawn. A
 * screen whose first frame needs none of its data (placeholders of the final size) holds its answers until then:
 * an answer that arrives while the first render is still being laid out would otherwise be rendered before the
 * frame is drawn, and the first paint would wait for it. Not in after-first-frame.ts, which the entry imports (every
 * first paint): only the home uses this.
 */
export function useFirstFrameDrawn(): Promise<void> {
  const [drawn] = useState(() => {
    let resolve: () => void = () => undefined;
    const promise = new Promise<void>((done) => (resolve = done));
    return { promise, resolve: () => resolve() };
  });
  useEffect(() => afterNextFrame(drawn.resolve), [drawn]);
  return drawn.promise;
}
