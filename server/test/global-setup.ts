import type { TestProject } from 'vitest/node';
import { createTemplate, dropTemplate, type Template } from './template-db';

declare module 'vitest' {
  export interface ProvidedContext {
    demoTemplate: Template;
  }
}

/** Seeds the demo template once per test run (see template-db.ts). */
export default async function setup(project: TestProject) {
  const template = await createTemplate(process.env.TEST_DATABASE_URL || undefined);
  project.provide('demoTemplate', template);
  return () => dropTemplate(template);
}
