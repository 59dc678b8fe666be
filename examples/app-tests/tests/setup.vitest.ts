import '@testing-library/jest-dom/vitest';
import './setup';
