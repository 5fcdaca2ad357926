package org.adjutant.gitm.map.gen;

import org.adjutant.gitm.map.StrategicSquare;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

/**
 * Gives every sample of the grid a state by flooding outward from seed points at equal speed, stopped by dividing
 * lines: the present-day national and state borders (a usable guide to the 1846 departments, geodata README pitfall
 * 6) and the 1846 lines no border follows (Adams-Onis meridian and Arkansas, the Nueces, and the hand lines of
 * {@link HandEdits}). Where a line has a gap the two floods meet in the gap instead of one swallowing the other.
 * Samples the first flood cannot reach (islands, the sea) then take the nearest state. A square takes the state most
 * of its land samples have (all samples for water squares).
 */
final class StateAssigner {
    private static final int W = SampleMask.WIDTH;
    private static final int H = SampleMask.HEIGHT;

    private final boolean[] barrier = new boolean[W * H];
    private final List<String> labels = new ArrayList<>();
    private final int[] label = new int[W * H];

    void barrier(List<double[]> lonLat) {
        for (int i = 0; i + 1 < lonLat.size(); i++) {
            double ax = GridProjection.x(lonLat.get(i)[0]) * SampleMask.PER_SQUARE;
            double ay = GridProjection.y(lonLat.get(i)[1]) * SampleMask.PER_SQUARE;
            double bx = GridProjection.x(lonLat.get(i + 1)[0]) * SampleMask.PER_SQUARE;
            double by = GridProjection.y(lonLat.get(i + 1)[1]) * SampleMask.PER_SQUARE;
            int steps = (int) Math.ceil(Math.hypot(bx - ax, by - ay) * 4) + 1;
            for (int k = 0; k <= steps; k++) {
                double t = k / (double) steps;
                int sx = (int) Math.floor(ax + t * (bx - ax));
                int sy = (int) Math.floor(ay + t * (by - ay));
                if (sx >= 0 && sy >= 0 && sx < W && sy < H) {
                    barrier[sy * W + sx] = true;
                }
            }
        }
    }

    /** Floods from the seeds over land; returns per square the index into {@link #labels()}. */
    int[] assign(List<HandEdits.Seed> seeds, Survey survey) {
        java.util.Arrays.fill(label, -1);
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        for (HandEdits.Seed s : seeds) {
            int sx = (int) Math.floor(GridProjection.x(s.lon()) * SampleMask.PER_SQUARE);
            int sy = (int) Math.floor(GridProjection.y(s.lat()) * SampleMask.PER_SQUARE);
            if (sx < 0 || sy < 0 || sx >= W || sy >= H) {
                continue;
            }
            int k = sy * W + sx;
            if (barrier[k] || !survey.isLand(sx, sy) || label[k] >= 0) {
                continue;
            }
            label[k] = labelIndex(s.state());
            queue.add(k);
        }
        flood(queue, k -> !barrier[k] && survey.isLand(k % W, k / W));
        // second pass: everything left (border lines themselves, islands, sea) takes the nearest label
        for (int k = 0; k < label.length; k++) {
            if (label[k] >= 0) {
                queue.add(k);
            }
        }
        flood(queue, k -> true);
        int[] result = new int[StrategicSquare.COLUMNS * StrategicSquare.ROWS];
        int per = SampleMask.PER_SQUARE;
        for (int row = 0; row < StrategicSquare.ROWS; row++) {
            for (int col = 0; col < StrategicSquare.COLUMNS; col++) {
                int[] votes = new int[labels.size()];
                int[] allVotes = new int[labels.size()];
                for (int j = 0; j < per; j++) {
                    for (int i = 0; i < per; i++) {
                        int sx = col * per + i;
                        int sy = row * per + j;
                        int l = label[sy * W + sx];
                        allVotes[l]++;
                        if (survey.isLand(sx, sy)) {
                            votes[l]++;
                        }
                    }
                }
                int[] use = java.util.Arrays.stream(votes).sum() > 0 ? votes : allVotes;
                int best = 0;
                for (int l = 1; l < use.length; l++) {
                    if (use[l] > use[best]) {
                        best = l;
                    }
                }
                result[row * StrategicSquare.COLUMNS + col] = best;
            }
        }
        return result;
    }

    private void flood(ArrayDeque<Integer> queue, java.util.function.IntPredicate open) {
        int[] dx = {1, -1, 0, 0};
        int[] dy = {0, 0, 1, -1};
        while (!queue.isEmpty()) {
            int k = queue.poll();
            int x = k % W;
            int y = k / W;
            for (int d = 0; d < 4; d++) {
                int nx = x + dx[d];
                int ny = y + dy[d];
                if (nx < 0 || ny < 0 || nx >= W || ny >= H) {
                    continue;
                }
                int n = ny * W + nx;
                if (label[n] < 0 && open.test(n)) {
                    label[n] = label[k];
                    queue.add(n);
                }
            }
        }
    }

    private int labelIndex(String state) {
        int i = labels.indexOf(state);
        if (i < 0) {
            labels.add(state);
            i = labels.size() - 1;
        }
        return i;
    }

    List<String> labels() {
        return labels;
    }
}
