/**
 * The public demo's canned content (product spec, section 2, "Demo page"). Nothing here comes from the
 * server: it shows a visitor what the product looks like.
 */

export type DemoDifficulty = 'Easy' | 'Medium' | 'Hard';

/** Demo XP by difficulty (section 9). */
export const DEMO_XP: Record<DemoDifficulty, number> = { Easy: 50, Medium: 100, Hard: 200 };

export const DEMO_LANGUAGES = ['C', 'Python', 'Java'] as const;

export const DEMO_PROBLEM = {
  title: 'Two Sum',
  difficulty: 'Easy' as DemoDifficulty,
  statement:
    'Given an array of integers nums and an integer target, print the indices of the two numbers that add up to target.',
  fileName: 'two_sum.c',
};

export const DEMO_CODE = `#include <stdio.h>

int main(void) {
    int n, target;
    scanf("%d", &n);
    int nums[n];
    for (int i = 0; i < n; i++) scanf("%d", &nums[i]);
    scanf("%d", &target);

    for (int i = 0; i < n; i++) {
        for (int j = i + 1; j < n; j++) {
            if (nums[i] + nums[j] == target) {
                printf("[%d, %d]\\n", i, j);
                return 0;
            }
        }
    }
    return 0;
}`;

export interface DemoTestResult {
  name: string;
  hidden: boolean;
  input?: string;
  expected?: string;
  output?: string;
  passed: boolean;
}

export const DEMO_RESULTS: readonly DemoTestResult[] = [
  {
    name: 'Test Case 1',
    hidden: false,
    input: 'nums = [2, 7, 11, 15], target = 9',
    expected: '[0, 1]',
    output: '[0, 1]',
    passed: true,
  },
  {
    name: 'Test Case 2',
    hidden: false,
    input: 'nums = [3, 2, 4], target = 6',
    expected: '[1, 2]',
    output: '[1, 2]',
    passed: true,
  },
  { name: 'Hidden Test Case', hidden: true, passed: true },
];

export const DEMO_RUN_STATS = { executionTime: '52ms', memory: '42MB', xpEarned: DEMO_XP.Easy };

export interface DemoPuzzle {
  title: string;
  difficulty: DemoDifficulty;
  points: number;
  category: string;
  solved: boolean;
}

const puzzle = (
  title: string,
  difficulty: DemoDifficulty,
  category: string,
  solved: boolean,
): DemoPuzzle => ({
  title,
  difficulty,
  points: DEMO_XP[difficulty],
  category,
  solved,
});

export const DEMO_PUZZLES: readonly DemoPuzzle[] = [
  puzzle('Two Sum', 'Easy', 'Algorithms', true),
  puzzle('Valid Parentheses', 'Easy', 'Data Structures', true),
  puzzle('Reverse Linked List', 'Easy', 'Data Structures', true),
  puzzle('Binary Tree Level Order', 'Medium', 'Data Structures', false),
  puzzle('Longest Increasing Subsequence', 'Medium', 'Algorithms', false),
  puzzle('N-Queens', 'Hard', 'Logic Puzzles', false),
];

/** Level 3 spans 250 to 500 XP (section 9). */
export const DEMO_PROGRESS = {
  level: 3,
  levelStartXP: 250,
  levelEndXP: 500,
  currentXP: 350,
  solved: 12,
  streakDays: 7,
};

export interface DemoAchievement {
  name: string;
  description: string;
  unlocked: boolean;
}

export const DEMO_ACHIEVEMENTS: readonly DemoAchievement[] = [
  { name: 'First Steps', description: 'Solve your first puzzle', unlocked: true },
  { name: 'Week Warrior', description: 'Keep a 7-day solving streak', unlocked: true },
  { name: 'Problem Solver', description: 'Solve 10 puzzles', unlocked: true },
  { name: 'Algorithm Master', description: 'Solve 50 algorithm puzzles', unlocked: false },
];

export interface DemoLeaderboardRow {
  rank: number;
  name: string;
  score: number;
  streakDays: number;
  isYou?: boolean;
}

export const DEMO_LEADERBOARD: readonly DemoLeaderboardRow[] = [
  { rank: 1, name: 'CodeNinja', score: 2450, streakDays: 21 },
  { rank: 2, name: 'ByteWizard', score: 1980, streakDays: 14 },
  { rank: 3, name: 'AlgoQueen', score: 1620, streakDays: 11 },
  {
    rank: 4,
    name: 'You (Demo)',
    score: DEMO_PROGRESS.currentXP,
    streakDays: DEMO_PROGRESS.streakDays,
    isYou: true,
  },
  { rank: 5, name: 'DebugDuck', score: 310, streakDays: 4 },
];
