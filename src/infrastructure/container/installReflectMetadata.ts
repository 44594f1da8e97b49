import { defineMetadata, getMetadata, getOwnMetadata } from './reflectMetadata';

// What the build puts in place of `reflect-metadata/lite` (vite.config.ts): the calls Inversify makes, on `Reflect`.
Object.assign(Reflect, { getOwnMetadata, getMetadata, defineMetadata });
