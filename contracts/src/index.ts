// Must stay first: configures zod before any schema below is built.
import './zod-config';

export * from './apartments';
export * from './auth';
export * from './bills';
export * from './chat';
export * from './common';
export * from './complaints';
export * from './dashboard';
export * from './enums';
export * from './messages';
export * from './rules';
export * from './socket-events';
export * from './users';
