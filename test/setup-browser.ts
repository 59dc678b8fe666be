// Browser tests render with the real stylesheet, as users see the components.
import '@testing-library/jest-dom/vitest';
import '../src/styles.css';
