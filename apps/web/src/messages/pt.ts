// The pt catalogue in a chunk of its own: only that language's pages load it.
export { default } from 'virtual:messages/pt';
