package org.adjutant.gitm.state;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import org.adjutant.gitm.map.Nation;

/**
 * Who is allied with, hostile to or neutral towards whom. The default follows the nations: states of one nation are
 * allied, the United States and the Mexican states are at war (RAR 1.1). A state listed as neutral (the Yucatan rebel
 * state in 1846) is neutral towards everyone, and explicit pacts between two states override both defaults, so a
 * moderator can set the Mexican frags against each other (RAR) or bring Yucatan into the war.
 *
 * @param neutral states neutral towards all others unless a pact says otherwise
 * @param pacts   explicit relations, each pair at most once, kept sorted
 */
public record Alliances(SortedSet<String> neutral, List<Pact> pacts) {
    private static final Comparator<Pact> ORDER = Comparator.comparing(Pact::first).thenComparing(Pact::second);

    /** A relation fixed between two different states; stored with the ids in alphabetical order. */
    public record Pact(String first, String second, Relation relation) {
        public Pact {
            if (first == null || second == null || relation == null || first.equals(second)) {
                throw new IllegalArgumentException("a pact needs two different states and a relation");
            }
            if (first.compareTo(second) > 0) {
                String t = first;
                first = second;
                second = t;
            }
        }

        boolean concerns(String a, String b) {
            return first.equals(a) && second.equals(b) || first.equals(b) && second.equals(a);
        }
    }

    public Alliances {
        neutral = java.util.Collections.unmodifiableSortedSet(new TreeSet<>(neutral));
        List<Pact> sorted = new ArrayList<>(pacts);
        sorted.sort(ORDER);
        for (int i = 1; i < sorted.size(); i++) {
            Pact a = sorted.get(i - 1);
            Pact b = sorted.get(i);
            if (a.first().equals(b.first()) && a.second().equals(b.second())) {
                throw new IllegalArgumentException("two pacts between " + a.first() + " and " + a.second());
            }
        }
        pacts = List.copyOf(sorted);
    }

    /** The default: allied within a nation, hostile across, nobody neutral. */
    public static Alliances byNation() {
        return new Alliances(new TreeSet<>(), List.of());
    }

    public static Alliances byNation(Set<String> neutral) {
        return new Alliances(new TreeSet<>(neutral), List.of());
    }

    public Relation between(String a, Nation nationA, String b, Nation nationB) {
        if (a.equals(b)) {
            return Relation.ALLIED;
        }
        for (Pact p : pacts) {
            if (p.concerns(a, b)) {
                return p.relation();
            }
        }
        if (neutral.contains(a) || neutral.contains(b)) {
            return Relation.NEUTRAL;
        }
        return nationA == nationB ? Relation.ALLIED : Relation.HOSTILE;
    }

    /** These alliances with the relation between {@code a} and {@code b} fixed (replacing any earlier pact). */
    public Alliances with(String a, String b, Relation relation) {
        Pact pact = new Pact(a, b, relation);
        List<Pact> next = new ArrayList<>();
        for (Pact p : pacts) {
            if (!p.concerns(a, b)) {
                next.add(p);
            }
        }
        next.add(pact);
        return new Alliances(neutral, next);
    }

    public Alliances withNeutral(String state, boolean isNeutral) {
        SortedSet<String> next = new TreeSet<>(neutral);
        if (isNeutral) {
            next.add(state);
        } else {
            next.remove(state);
        }
        return new Alliances(next, pacts);
    }
}
