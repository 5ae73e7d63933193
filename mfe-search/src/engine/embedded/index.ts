export { createEmbeddedSearchEngine, EmbeddedSearchEngine } from './engine';
