import { ensureInstalled } from './lib/ensure-installed.mjs';

ensureInstalled();
