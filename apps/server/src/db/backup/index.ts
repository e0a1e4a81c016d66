export { kindOf } from './connection.js';
export { type BackupResult, backupDatabase, databaseSummaries, type TableProgress } from './dump.js';
export { BackupError, type TableSummary } from './format.js';
export { type RestoreResult, restoreDatabase } from './load.js';
