// Async boundary: lets Module Federation negotiate the shared singletons before React runs.
void import('./bootstrap');
