package org.adjutant.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.adjutant.game.HostedGame;
import org.adjutant.intake.Block;
import org.adjutant.intake.BlockSplitter;
import org.adjutant.intake.OrderMail;
import org.adjutant.mail.DecodedMail;
import org.adjutant.mail.MailDecoder;
import org.adjutant.ruleset.BlockVerdict;
import org.adjutant.store.InboxEntry;
import org.adjutant.store.InboxStore;

/**
 * The CPU-only steps of the intake, timed one at a time over the raw mails the last run stored: MIME decoding,
 * block splitting, the ruleset's check of every unit block. It explains the phase figures, and when a run accepts
 * fewer blocks than expected it names the problems the ruleset found (passwords are not its business).
 */
final class IntakeProbe {
    private IntakeProbe() {
    }

    record Result(int mails, int blocks, long decodeNanos, long splitNanos, long checkNanos, List<String> problems) {
        String firstProblems() {
            return problems.isEmpty() ? "no problems found by the ruleset" : String.join("; ", problems);
        }

        @Override
        public String toString() {
            return String.format(Locale.ROOT, "decode %,d ms (%.0f us/mail), split %,d ms (%.0f us/mail), ruleset "
                            + "check %,d ms (%.0f us/block) over %,d mails and %,d blocks; %s",
                    IntakeBenchmark.millis(decodeNanos), decodeNanos / 1e3 / mails, IntakeBenchmark.millis(splitNanos),
                    splitNanos / 1e3 / mails, IntakeBenchmark.millis(checkNanos), checkNanos / 1e3 / blocks, mails,
                    blocks, problems.isEmpty() ? "every block valid" : problems.size() + " problems");
        }
    }

    static Result run(IntakeRig rig, IntakeMailbag bag) {
        List<InboxEntry> stored = rig.db.read(c -> new InboxStore().all(c));
        HostedGame game = rig.games.game(IntakeGame.ID).orElseThrow();
        MailDecoder decoder = new MailDecoder();

        long t0 = System.nanoTime();
        List<DecodedMail> decoded = new ArrayList<>(stored.size());
        for (InboxEntry e : stored) {
            decoded.add(decoder.decode(e.raw()));
        }
        long t1 = System.nanoTime();
        List<OrderMail> split = new ArrayList<>(decoded.size());
        for (DecodedMail m : decoded) {
            split.add(BlockSplitter.split(m.text(), m.subject()));
        }
        long t2 = System.nanoTime();
        int blocks = 0;
        List<String> problems = new ArrayList<>();
        for (int i = 0; i < split.size(); i++) {
            for (Block b : split.get(i).blocks()) {
                if (b instanceof Block.UnitBlock u) {
                    blocks++;
                    String unitId = game.unit(u.unitId()).map(x -> x.id()).orElse(u.unitId());
                    BlockVerdict v = game.ruleset().check(game.state(), unitId, u.body());
                    if (!v.isAccepted() && problems.size() < 10) {
                        problems.add("mail " + i + " " + unitId + " " + u.body() + ": " + v.problems());
                    }
                }
            }
        }
        long t3 = System.nanoTime();
        if (blocks != bag.blocks() && problems.size() < 10) {
            problems.add("the splitter found " + blocks + " unit blocks, expected " + bag.blocks());
        }
        return new Result(stored.size(), Math.max(blocks, 1), t1 - t0, t2 - t1, t3 - t2, problems);
    }
}
