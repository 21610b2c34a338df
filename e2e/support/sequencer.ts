// The order the browser suites start in. Vitest starts the largest files first when it has no timings of an earlier
// run (a clean checkout never has them), and file size tracks run time, except for the role walks: admin.e2e.ts
// and host.e2e.ts are small files (support/role-suite.ts holds the walk) that run for a minute or more each. Started
// last, they kept one of the two workers busy alone for the run's last half-minute; they start first instead.
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const LONG_SMALL_FILES = ['admin.e2e.ts', 'host.e2e.ts'];

export default class RoleWalksFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const index = LONG_SMALL_FILES.indexOf(path.basename(spec.moduleId));
      return index === -1 ? LONG_SMALL_FILES.length : index;
    };
    // Array.prototype.sort is stable: every other file keeps Vitest's order.
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}
