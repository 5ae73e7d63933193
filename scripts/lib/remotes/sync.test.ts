import { describe, expect, it } from 'vitest';
import { remoteFolders } from '../../../remote-folders.ts';
import { defineRemote } from '../../../shared/src/domain/remotes/declaration.ts';
import { gatewayServices, remoteWranglerConfig, SERVICES_BEGIN, SERVICES_END, withGatewayServices } from './derive.ts';
import { derivedFiles, driftedFiles } from './sync.ts';

const offers = defineRemote({
  name: 'mfe_offers',
  version: '0.1.0',
  exposes: { './OffersPage': './src/expose/OffersPage.tsx' },
  fragments: { OffersPage: { island: true } },
  pages: [],
});

describe('the files derived from the remotes’ declarations', () => {
  it('are what the declarations say (run `npm run remotes:sync` after changing a remote.ts)', async () => {
    expect(await driftedFiles()).toEqual([]);
  });

  it('cover the root config and each remote channel’s config (the gateway reads no declaration: the registry carries them)', async () => {
    const paths = (await derivedFiles()).map((file) => file.path);
    expect(paths.filter((path) => path.startsWith('edge-worker/'))).toEqual([]);
    expect(paths).toContain('wrangler.toml');
    for (const folder of remoteFolders()) {
      expect(paths).toContain(`${folder}/wrangler.toml`);
      expect(paths).toContain(`${folder}/wrangler.canary.toml`);
    }
  });
});

describe('derive', () => {
  it('binds the gateway to each channel’s Worker', () => {
    const block = gatewayServices([offers]);
    expect(block).toContain('binding = "MFE_OFFERS"\nservice = "forecourt-mfe-offers"');
    expect(block).toContain('binding = "MFE_OFFERS_CANARY"\nservice = "forecourt-mfe-offers-canary"');
  });

  it('replaces the generated block of the root config and keeps the rest', () => {
    const config = `name = "gateway"\n\n${SERVICES_BEGIN}\n[[services]]\nbinding = "OLD"\n${SERVICES_END}\n# after\n`;
    const updated = withGatewayServices(config, [offers]);
    expect(updated).toMatch(/^name = "gateway"\n\n/);
    expect(updated).not.toContain('OLD');
    expect(updated).toContain('MFE_OFFERS_CANARY');
    expect(updated).toMatch(/# after\n$/);
    expect(withGatewayServices(updated, [offers])).toBe(updated);
  });

  it('appends the block to a root config that has none', () => {
    expect(withGatewayServices('name = "gateway"\n', [offers])).toBe(
      `name = "gateway"\n\n${gatewayServices([offers])}\n`,
    );
  });

  it('names each channel’s Worker and assets in its wrangler config', () => {
    const options = {
      stores: { databaseId: 'db-1', tenantsNamespaceId: 'kv-1' },
      partnerUrls: {},
      hasMigrations: false,
    };
    const canary = remoteWranglerConfig(offers, 'canary', options);
    expect(canary).toContain('name = "forecourt-mfe-offers-canary"');
    expect(canary).toContain('directory = "./dist/canary"');
    // A slice reads its data itself or through the owning slice's RPC: nothing of the gateway's is bound.
    expect(canary).not.toContain('forecourt-gateway');
    expect(remoteWranglerConfig(offers, 'stable', options)).toContain('name = "forecourt-mfe-offers"\n');
  });

  it('gives a remote the platform’s database and tenants, its migrations, its partners and the remotes it uses', () => {
    const locator = defineRemote({
      name: 'mfe_locator',
      version: '0.1.0',
      exposes: {},
      fragments: {},
      pages: [],
      partners: ['GEOCODING_API_URL'],
      uses: ['mfe_search'],
    });
    const config = remoteWranglerConfig(locator, 'stable', {
      stores: { databaseId: 'db-1', tenantsNamespaceId: 'kv-1' },
      partnerUrls: { GEOCODING_API_URL: 'http://127.0.0.1:8809' },
      localVars: { A_SECRET: 's3cret' },
      hasMigrations: true,
    });
    expect(config).toContain('binding = "DB"\ndatabase_name = "forecourt"\ndatabase_id = "db-1"');
    expect(config).toContain('migrations_dir = "src/db/migrations"\nmigrations_table = "d1_migrations_mfe_locator"');
    expect(config).toContain('binding = "TENANTS"\nid = "kv-1"');
    expect(config).toContain('GEOCODING_API_URL = "http://127.0.0.1:8809"\nA_SECRET = "s3cret"');
    expect(config).toContain('binding = "MFE_SEARCH"\nservice = "forecourt-mfe-search"');
  });
});
