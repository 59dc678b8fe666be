import '@testing-library/jest-dom';
import './setup';
