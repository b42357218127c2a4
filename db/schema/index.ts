export * from './games.ts';
export * from './users.ts';
export * from './contributions.ts';
export * from './captcha.ts';
export * from './admin.ts';
export * from './covers.ts';
