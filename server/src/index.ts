export { buildApp, type AppOptions } from './app.ts';
export { openDatabase, type DatabaseHandle, type DatabaseOptions, type Db } from './db/client.ts';
export { seedDemo, DEMO_PASSWORD, DEMO_RESIDENTS } from './seed/demo.ts';
