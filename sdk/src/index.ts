export { ApiError } from './client/api-error';
export { type CallInput, type ClientOptions, createClient, type PlieClient } from './client/create-client';
