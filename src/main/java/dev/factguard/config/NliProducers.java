package dev.factguard.config;

import dev.factguard.adapter.nli.HuggingFaceNliClassifier;
import dev.factguard.adapter.nli.NliLabelMap;
import dev.factguard.adapter.nli.OpenAiNliClassifier;
import dev.factguard.adapter.nli.TeiNliClassifier;
import dev.factguard.core.nli.NliClassifier;
import dev.factguard.core.observe.Observations;
import dev.factguard.core.observe.ObservedNliClassifier;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import java.util.Optional;
import org.jboss.logging.Logger;

/** Wires the NLI classifier from {@code factguard.nli.*} (the protocol is checked by the config mapping). */
@ApplicationScoped
public class NliProducers {

    private static final Logger LOG = Logger.getLogger(NliProducers.class);

    /** The NLI classifier, or empty when {@code factguard.nli.url} is unset (refresh then decides lexically). */
    @Produces
    @Singleton
    Optional<NliClassifier> nliClassifier(FactGuardConfig config, Observations observations) {
        FactGuardConfig.Nli nli = config.nli();
        Optional<String> url = nli.url().filter(u -> !u.isBlank());
        if (url.isEmpty()) {
            LOG.info("factguard.nli.url is not set: refresh verdicts are lexical");
            return Optional.empty();
        }
        FactGuardConfig.Nli.Labels l = nli.labels();
        NliLabelMap labels = new NliLabelMap(l.entailment(), l.neutral(), l.contradiction());
        String token = nli.token().orElse(null);
        NliClassifier classifier = switch (nli.protocol()) {
            case TEI -> new TeiNliClassifier(url.get(), token, nli.timeout(), labels);
            case OPENAI -> new OpenAiNliClassifier(url.get(), token, nli.timeout(), nli.model());
            case HF -> new HuggingFaceNliClassifier(url.get(), token, nli.timeout(), labels);
        };
        return Optional.of(new ObservedNliClassifier(classifier, observations));
    }
}
