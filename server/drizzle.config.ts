import { defineConfig } from 'drizzle-kit'

// Every module keeps its Drizzle tables in files named schema.ts; src/schema.test.ts proves this finds exactly the
// tables the module objects (src/modules.ts) declare, so the migrations and the running server cannot disagree.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/**/schema.ts',
  out: './drizzle',
})
