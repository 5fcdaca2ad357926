package org.adjutant.gitm.order;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The words that start an order in one kind of block and what reads the rest. Shared by the UNIT and PLAYER
 * grammars: dispatch on the first word, several orders on a line, a clear reason for anything unknown.
 */
abstract class Grammar<O extends GitmOrder> {
    interface Rule<O> {
        void read(Words w, Consumer<O> out);
    }

    /** Words that start lines the robot's core handles itself (headers, CHECK, END, passwords, assignments). */
    static final Set<String> CORE_WORDS =
            new java.util.HashSet<>(List.of("UNIT", "PLAYER", "PASSWORD", "NEW", "ASSIGN", "CHECK", "END"));

    /** First word (and accepted abbreviations) to the rule reading the order. */
    abstract Map<String, Rule<O>> rules();

    /** Keywords offered as suggestions for a mistyped word, canonical spellings first. */
    abstract List<String> suggestions();

    /** First words of the other kind of block, to say the order belongs there. */
    abstract Map<String, String> otherBlock();

    /**
     * Whether the line reads as an order of this block kind: its first word is a keyword (or an order of the other
     * block kind, or one mistyping away from a keyword: a mistyped last order must be reported, not taken for a
     * player's sign-off).
     */
    final boolean startsOrder(String line) {
        Words w = Words.of(line);
        if (w.atEnd()) {
            return false;
        }
        String word = w.peek();
        return rules().containsKey(word) || otherBlock().containsKey(word) || CORE_WORDS.contains(word)
                || Suggestions.nearest(word, suggestions()).isPresent();
    }

    /** Reads every order on the line; throws {@link Rejection} at the first thing it cannot read. */
    final void readLine(Words w, Consumer<O> out) {
        while (!w.atEnd()) {
            String word = w.peek();
            Rule<O> rule = rules().get(word);
            if (rule == null) {
                throw unknown(w.peekOriginal(), word);
            }
            w.skip(1);
            rule.read(w, out);
        }
    }

    private Rejection unknown(String original, String word) {
        String elsewhere = otherBlock().get(word);
        if (elsewhere != null) {
            return new Rejection(word + " " + elsewhere);
        }
        Optional<String> near = Suggestions.nearest(word, suggestions());
        return new Rejection(Sanitize.quote(original) + " is not an order"
                + near.map(n -> "; did you mean " + n + "?").orElse(""));
    }
}
