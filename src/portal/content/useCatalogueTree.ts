import { useRemote } from '../../components/useRemote';
import { call } from '../../providers/http';
import { contentPublic } from './endpoints';

/** The help centre's catalogue tree (public), or undefined while it loads. */
export function useCatalogueTree(enabled = true) {
  return useRemote((signal) => call(contentPublic.catalogueTree, {}, { signal, silent: true }), contentPublic.catalogueTree.path, enabled);
}
