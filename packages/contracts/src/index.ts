export * from './envelope.ts';
export * from './messages.ts';
export * from './permissions.ts';
export * from './routes.ts';
export * from './auth.ts';
