// The async boundary: shared modules negotiate before any app code runs.
void import('./bootstrap');
