package org.adjutant.gitm.order;

import java.util.ArrayList;
import java.util.List;
import org.adjutant.ruleset.Problem;

/**
 * The problems of one block, capped: a hostile or garbled mail can produce thousands, and a reply listing them all
 * helps nobody. Past the cap the problems are only counted, and the list ends with "...and N more problems".
 */
final class ProblemList {
    static final int MAX_LISTED = 20;

    private final List<Problem> listed = new ArrayList<>();
    private int unlisted;

    void add(int line, String reason) {
        if (listed.size() < MAX_LISTED) {
            listed.add(new Problem(line, reason));
        } else {
            unlisted++;
        }
    }

    void addAll(List<Problem> problems) {
        for (Problem p : problems) {
            add(p.line(), p.reason());
        }
    }

    boolean isEmpty() {
        return listed.isEmpty();
    }

    int total() {
        return listed.size() + unlisted;
    }

    List<Problem> toList() {
        List<Problem> result = new ArrayList<>(listed);
        if (unlisted > 0) {
            result.add(new Problem(0, "...and " + unlisted + " more problem" + (unlisted == 1 ? "" : "s")));
        }
        return List.copyOf(result);
    }
}
