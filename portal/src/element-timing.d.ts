import 'react';

// The Element Timing attribute (https://wicg.github.io/element-timing/): Chromium reports when a marked picture is
// drawn. React passes it through as it is; its types do not name it yet.
declare module 'react' {
  interface ImgHTMLAttributes<T> {
    elementtiming?: string;
  }
}
