import { useCallback, useRef, useState } from 'react';

interface RecognitionResultEvent {
  results: ArrayLike<ArrayLike<{ transcript: string }>>;
}

interface Recognition {
  lang: string;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onend: (() => void) | null;
  onerror: (() => void) | null;
  start(): void;
  stop(): void;
}

type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | null {
  const scope = window as unknown as { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null;
}

/** The browser's speech recognition in US English (spec section 9); `isSupported` is false where the browser has none. */
export function useSpeechRecognition(onTranscript: (text: string) => void) {
  const [isListening, setListening] = useState(false);
  const current = useRef<Recognition | null>(null);
  const isSupported = recognitionConstructor() !== null;

  const start = useCallback(() => {
    const Constructor = recognitionConstructor();
    if (!Constructor) return false;
    const recognition = new Constructor();
    recognition.lang = 'en-US';
    recognition.interimResults = false;
    recognition.maxAlternatives = 1;
    recognition.onresult = (event) => {
      const transcript = event.results[0]?.[0]?.transcript.trim();
      if (transcript) onTranscript(transcript);
    };
    recognition.onend = () => setListening(false);
    recognition.onerror = () => setListening(false);
    current.current = recognition;
    setListening(true);
    recognition.start();
    return true;
  }, [onTranscript]);

  const stop = useCallback(() => current.current?.stop(), []);
  return { isSupported, isListening, start, stop };
}
