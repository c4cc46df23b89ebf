import { compareSearch } from './searchComparison.js';

// `npm run bench:food-search`: food search on an empty installation and on one seeded with 1 million logged items
// across 10,000 other users. Search cost must not depend on the installation's size.
await compareSearch();
