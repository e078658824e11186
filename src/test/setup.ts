import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { staticNoticesShown } from '../providers/notify';

// Testing Library cleans up by itself only with vitest globals, which this project does not use.
afterEach(cleanup);
// A notice loads antd's message lazily; a file ending right after one must not tear the environment down mid-import.
afterAll(staticNoticesShown);
