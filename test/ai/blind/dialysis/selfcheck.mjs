import * as data from './data.mjs';
import { cases } from './cases.mjs';
import { runSelfcheck } from '../selfcheck-lib.mjs';
runSelfcheck(data, cases);
