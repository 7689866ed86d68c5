import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
// An Icon without the page's sprite imports it lazily (with lucide's drawings): loaded here, a test
// file that ends right after rendering an icon does not leave that import running past its teardown.
import './icon/inject-sprite';

afterEach(() => {
  cleanup();
});
