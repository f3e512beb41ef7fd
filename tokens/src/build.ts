import { writeTokensCss } from './write.ts';

try {
  console.log(`wrote ${writeTokensCss()}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
