package org.adjutant.intake;

import java.util.List;
import org.adjutant.ruleset.Problem;

/**
 * What became of one block, as the acknowledgement tells it: {@code title} names the block ("US3IN", "player
 * taylor"), {@code role} how its sender was recognised, {@code orders} the accepted orders in normal form, or
 * {@code problems} why it was refused; {@code notes} say how it was read (e.g. where a sign-off was cut);
 * {@code answers} answer its requests (STATUS, READY ...); {@code asked} are those requests (and changes a player
 * asks for himself, NEW PASSWORD, TIME ZONE, or a moderator's commands) in normal form, which the reply's subject
 * names. Never holds a password.
 */
public record BlockResult(String title, int headerLine, boolean accepted, String role, List<String> orders,
                          List<Problem> problems, List<String> notes, List<String> answers, List<String> asked) {
    public BlockResult {
        orders = List.copyOf(orders);
        problems = List.copyOf(problems);
        notes = List.copyOf(notes);
        answers = List.copyOf(answers);
        asked = List.copyOf(asked);
    }

    public BlockResult(String title, int headerLine, boolean accepted, String role, List<String> orders,
                       List<Problem> problems, List<String> notes, List<String> answers) {
        this(title, headerLine, accepted, role, orders, problems, notes, answers, List.of());
    }

    /** An accepted block that only asked (requests, own changes, a moderator's commands): it queued no orders. */
    public boolean onlyAsked() {
        return accepted && !asked.isEmpty() && asked.containsAll(orders);
    }

    public BlockResult(String title, int headerLine, boolean accepted, String role, List<String> orders,
                       List<Problem> problems, List<String> notes) {
        this(title, headerLine, accepted, role, orders, problems, notes, List.of());
    }

    public BlockResult(String title, int headerLine, boolean accepted, String role, List<String> orders,
                       List<Problem> problems) {
        this(title, headerLine, accepted, role, orders, problems, List.of(), List.of());
    }

    /** The same result with the answers to the block's requests (STATUS and the like), shown under it. */
    BlockResult withAnswers(List<String> more) {
        List<String> all = new java.util.ArrayList<>(answers);
        all.addAll(more);
        return new BlockResult(title, headerLine, accepted, role, orders, problems, notes, all, asked);
    }

    static BlockResult rejected(String title, int headerLine, List<Problem> problems) {
        return new BlockResult(title, headerLine, false, "", List.of(), problems);
    }

    /** The same result with one more note. */
    BlockResult withNote(String note) {
        List<String> more = new java.util.ArrayList<>(notes);
        more.add(note);
        return new BlockResult(title, headerLine, accepted, role, orders, problems, more, answers, asked);
    }
}
