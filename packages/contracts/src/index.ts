export * from './admin';
export * from './auth';
export * from './constants';
export * from './errors';
export * from './health';
export * from './messages';
export * from './user';
export * from './validation';
