import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { staticNoticesShown } from '../providers/notify';

// Testing Library cleans up by itself only with vitest globals, which this project does not use.
afterEach(cleanup);
// Pages load lazily and a busy 2-core machine transforms their modules on first use: findBy… waits up to 5 s, not 1 s.
configure({ asyncUtilTimeout: 5_000 });
// A notice loads antd's message lazily; a file ending right after one must not tear the environment down mid-import.
afterAll(staticNoticesShown);
