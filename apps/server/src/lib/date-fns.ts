// The date-fns functions the server uses, loaded as CommonJS. Node 24's ES module loader parses a package's
// package.json "exports" again for each module file it loads from that package, and date-fns's are 199 KB: its
// ES modules behind these eight functions (44 files) took 100–150 ms of every start, the same functions as
// CommonJS about 30 ms (docs/benchmarks.md, "Start-up"). Same package, same code, same results.
import { createRequire } from 'node:module';

const load = createRequire(import.meta.url);

export const { addDays } = load('date-fns/addDays') as typeof import('date-fns/addDays');
export const { addHours } = load('date-fns/addHours') as typeof import('date-fns/addHours');
export const { addMonths } = load('date-fns/addMonths') as typeof import('date-fns/addMonths');
export const { addWeeks } = load('date-fns/addWeeks') as typeof import('date-fns/addWeeks');
export const { format } = load('date-fns/format') as typeof import('date-fns/format');
export const { startOfDay } = load('date-fns/startOfDay') as typeof import('date-fns/startOfDay');
export const { subDays } = load('date-fns/subDays') as typeof import('date-fns/subDays');
export const { subMonths } = load('date-fns/subMonths') as typeof import('date-fns/subMonths');
