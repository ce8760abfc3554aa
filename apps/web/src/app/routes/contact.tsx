import { ContactChannels } from '@/features/contact/components/contact-channels';

export function ContactPage() {
  return (
    <section className="mx-auto flex max-w-4xl flex-col gap-6">
      <title>Contact | 한판</title>
      <header>
        <h1 className="text-2xl font-bold text-ink-100">Contact</h1>
        <p className="mt-1 text-sm text-ink-300">궁금한 점이 있으시면 언제든지 고객센터로 문의해주세요.</p>
      </header>
      <ContactChannels />
    </section>
  );
}
