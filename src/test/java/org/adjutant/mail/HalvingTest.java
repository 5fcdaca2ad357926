package org.adjutant.mail;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The group commands of the mailbox poll, halved around a mail the server refuses. */
class HalvingTest {
    private final List<List<Integer>> commands = new ArrayList<>();
    private final List<Integer> done = new ArrayList<>();
    private final List<Integer> refused = new ArrayList<>();

    private int run(List<Integer> group, Integer bad, boolean connected) {
        return Halving.run(group, part -> {
            commands.add(List.copyOf(part));
            if (bad != null && part.contains(bad)) {
                throw new IllegalStateException("the server refused a group holding " + bad);
            }
            done.addAll(part);
        }, () -> connected, (item, e) -> refused.add(item));
    }

    private static List<Integer> mails(int n) {
        return IntStream.rangeClosed(1, n).boxed().toList();
    }

    @Test
    @DisplayName("a group the server takes is one command")
    void oneCommand() {
        assertThat(run(mails(100), null, true)).isEqualTo(1);
        assertThat(done).isEqualTo(mails(100));
        assertThat(refused).isEmpty();
    }

    @Test
    @DisplayName("one bad mail among 1,000: every other mail done, the bad one alone refused, about 2 log2(n) commands")
    void oneBadMail() {
        int sent = run(mails(1000), 637, true);
        assertThat(refused).containsExactly(637);
        assertThat(done).hasSize(999).doesNotContain(637).doesNotHaveDuplicates();
        assertThat(sent).isEqualTo(commands.size()).isLessThanOrEqualTo(2 * 10 + 1);
    }

    @Test
    @DisplayName("a connection gone: no retries, every mail of the group counted refused")
    void connectionGone() {
        int sent = run(mails(50), 3, false);
        assertThat(sent).isEqualTo(1);
        assertThat(refused).isEqualTo(mails(50));
        assertThat(done).isEmpty();
    }

    @Test
    @DisplayName("an empty group sends nothing")
    void emptyGroup() {
        assertThat(run(List.of(), null, true)).isZero();
        assertThat(commands).isEmpty();
    }
}
