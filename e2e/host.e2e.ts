// Browser walk of the host role: landing, menu, every route of its tables, en and es, 390 and 1366 px.
import { describeRole } from './support/role-suite.ts';

describeRole('host');
