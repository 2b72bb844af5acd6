import type { TestProject } from 'vitest/node';
import { createTemplate, type Template } from './template-db';

declare module 'vitest' {
  export interface ProvidedContext {
    demoTemplate: Template;
  }
}

/** Seeds the demo template, or finds it kept from an earlier run of the same source (see template-db.ts). */
export default async function setup(project: TestProject) {
  project.provide('demoTemplate', await createTemplate(process.env.TEST_DATABASE_URL || undefined));
}
