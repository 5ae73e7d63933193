import { searchEngineContract } from './contract';
import { createEmbeddedSearchEngine } from './embedded/index';

// The embedded engine always runs the contract; a Typesense engine adds its own call (see contract.ts).
searchEngineContract('embedded', () => createEmbeddedSearchEngine());
