import { describe, expect, it } from '@jest/globals';
import { NearestPath, nearestPathIn } from '../../src/rule-kit/nearest-path.js';

const site = new NearestPath([
  'guides/setup',
  'guides/install',
  'references/metrics',
  'references/dimensions',
  'api/messages/get',
  'api/messages/list',
  'Auth/connected_account',
  'blog/2024/launch',
]);

describe('NearestPath', () => {
  it('finds a typo in the file name within the same folder', () => {
    expect(site.find('guides/setpu')).toBe('guides/setup');
  });

  it('finds a typo in the folder name for the same file name', () => {
    expect(site.find('guidse/install')).toBe('guides/install');
  });

  it('matches folders and names ignoring case', () => {
    expect(site.find('auth/connected_account')).toBe('Auth/connected_account');
  });

  it('offers a page inside a folder that has no index page', () => {
    expect(site.find('api/messages')).toBe('api/messages/get');
  });

  it('repairs a relative link written as if from the root', () => {
    expect(site.find('references/references/metrics')).toBe('references/metrics');
  });

  it('suggests nothing when no path is near', () => {
    expect(site.find('changelog/2019/completely-different')).toBeUndefined();
  });

  it('builds one index per collection of paths', () => {
    const paths = ['a/b', 'a/c'];
    expect(nearestPathIn(paths)).toBe(nearestPathIn(paths));
    expect(nearestPathIn(paths)).not.toBe(nearestPathIn([...paths]));
  });
});
