import { describe, expect, it } from 'vitest';
import { pickSubmission, rankLabel, rankMedal, rankTooltip, submissionTooltip } from './rank.labels';

describe('rankLabel', () => {
  it('names places in English, including 11th to 13th and 21st to 23rd', () => {
    const ranks = [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111, 112, 113, 122];
    expect(ranks.map(rankLabel)).toEqual([
      '1st place',
      '2nd place',
      '3rd place',
      '4th place',
      '11th place',
      '12th place',
      '13th place',
      '21st place',
      '22nd place',
      '23rd place',
      '101st place',
      '111th place',
      '112th place',
      '113th place',
      '122nd place',
    ]);
  });

  it('calls rank 0 Unfinished', () => {
    expect(rankLabel(0)).toBe('Unfinished');
  });
});

describe('rankTooltip', () => {
  it('says First, Second, Third place, Finished or Not Finished', () => {
    expect([1, 2, 3, 4, 0].map((rank) => rankTooltip({ finished: true, rank }))).toEqual([
      'First',
      'Second',
      'Third place',
      'Finished',
      'Finished',
    ]);
    expect(rankTooltip({ finished: false, rank: 0 })).toBe('Not Finished');
  });
});

describe('rankMedal', () => {
  it('gives medals to the first three places only', () => {
    expect([0, 1, 2, 3, 4].map(rankMedal)).toEqual([null, 'gold', 'silver', 'bronze', null]);
  });
});

describe('pickSubmission', () => {
  const submission = (id: number, approval_status: 'PENDING' | 'APPROVED' | 'REJECTED') => ({ id, approval_status });

  it('shows the first approved submission', () => {
    const list = [
      submission(1, 'REJECTED'),
      submission(2, 'PENDING'),
      submission(3, 'APPROVED'),
      submission(4, 'APPROVED'),
    ];
    expect(pickSubmission(list)?.id).toBe(3);
  });

  it('shows the first pending one when none is approved', () => {
    expect(pickSubmission([submission(1, 'REJECTED'), submission(2, 'PENDING'), submission(3, 'PENDING')])?.id).toBe(2);
  });

  it('shows the first listed one when all were rejected, and nothing without submissions', () => {
    expect(pickSubmission([submission(5, 'REJECTED'), submission(6, 'REJECTED')])?.id).toBe(5);
    expect(pickSubmission([])).toBeUndefined();
  });
});

describe('submissionTooltip', () => {
  it('names the submitter, and the reviewer of a rejection', () => {
    expect(submissionTooltip('APPROVED', 'Ann', 'Bo')).toBe('Submitted by Ann');
    expect(submissionTooltip('PENDING', 'Ann', 'Bo')).toBe('Submitted by Ann - In Review');
    expect(submissionTooltip('REJECTED', 'Ann', 'Bo')).toBe('Submitted by Ann - Rejected by Bo');
  });
});
