// The shell is a plain React app (no federation runtime): it starts at once.
import './bootstrap';
