import { searchEngineContract } from './contract.test-support';
import { createEmbeddedSearchEngine } from './embedded/index';

// The embedded engine always runs the contract; the Typesense engine runs it from typesense/contract.test.ts.
searchEngineContract('embedded', () => createEmbeddedSearchEngine());
