export * from './users';
export * from './municipalities';
export * from './chats';
export * from './background-jobs';
export * from './cable-messages';
export * from './instance-settings';
export * from './documents';
