import { TAX_PROOF_MAX_BYTES } from '@hrms/contracts/tax-year';
import { describe, expect, it } from 'vitest';
import { PROOF_HINT, proofFileProblem } from './proofFiles';

describe('proof file comfort check', () => {
  it('lets PDF, JPEG and PNG through, by type or by extension when the browser gives none', () => {
    expect(proofFileProblem({ name: 'rent.pdf', type: 'application/pdf', size: 2048 })).toBeNull();
    expect(proofFileProblem({ name: 'receipt.JPG', type: '', size: 2048 })).toBeNull();
    expect(proofFileProblem({ name: 'scan.png', type: 'image/png', size: 2048 })).toBeNull();
  });

  it('refuses other types, empty files and files over the limit', () => {
    expect(proofFileProblem({ name: 'policy.docx', type: 'application/msword', size: 10 })).toBe(
      'A proof must be a PDF, JPEG or PNG file.',
    );
    expect(proofFileProblem({ name: 'notes', type: '', size: 10 })).toBe(
      'A proof must be a PDF, JPEG or PNG file.',
    );
    expect(proofFileProblem({ name: 'a.pdf', type: 'application/pdf', size: 0 })).toBe('The file is empty.');
    expect(
      proofFileProblem({ name: 'a.pdf', type: 'application/pdf', size: TAX_PROOF_MAX_BYTES }),
    ).toBeNull();
    expect(proofFileProblem({ name: 'a.pdf', type: 'application/pdf', size: TAX_PROOF_MAX_BYTES + 1 })).toBe(
      'The file is 5 MB; a proof may be at most 5 MB.',
    );
  });

  it('states the limit taken from the contract', () => {
    expect(PROOF_HINT).toBe('PDF, JPEG or PNG, up to 5 MB.');
  });
});
