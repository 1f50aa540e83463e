import type { FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;

/**
 * Fastify's default compilers are Ajv and fast-json-stringify, required when the instance is created (about
 * half a second of start-up). Every route schema here is Zod, so the factories hand out the Zod compilers.
 * Typed as Fastify's JSON-schema factories, which is what it accepts.
 */
export const zodCompilersFactory = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as CompilersFactory;
