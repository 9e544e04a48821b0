import type { ArticleBlock } from "@/content/types";

export const body = [
  {
    type: "paragraph",
    text: "For most of the past decade, the default architecture for machine learning was simple: collect data on devices, ship it to the cloud, run the model there and send the answer back. That pattern still works for many workloads, but it breaks down when decisions must be made in milliseconds, when connectivity is unreliable, when the raw data is too large to move or too sensitive to leave the building. Edge AI, running inference on or near the device that produces the data, addresses all four.",
  },
  {
    type: "paragraph",
    text: "What changed is hardware. Neural processing units are now standard in phones and increasingly in laptops, compact accelerator modules fit inside industrial enclosures, and even microcontrollers costing a few dollars can run small keyword-spotting or anomaly-detection models. Models that needed a data center five years ago now fit in a few megabytes.",
  },
  { type: "heading", text: "When the Edge Beats the Cloud" },
  {
    type: "paragraph",
    text: "Edge deployment adds operational complexity, so it needs a clear reason. In our experience, at least one of these conditions should hold before you commit to it.",
  },
  {
    type: "list",
    items: [
      "Latency: the decision must be made in under 50 to 100 milliseconds, as in rejecting a defective part on a moving line or braking a vehicle.",
      "Bandwidth: the raw data is large and continuous, such as multiple high-resolution video streams, and uploading it all would cost more than the hardware to process it locally.",
      "Connectivity: the site is a ship, a mine, a farm or a remote substation where the network is slow, expensive or intermittent.",
      "Privacy: the data includes faces, voices or health signals that are better never transmitted, with only aggregated results leaving the device.",
      "Resilience: the process must keep running if the cloud region or the site's internet link goes down.",
    ],
  },
  {
    type: "paragraph",
    text: "Consider a food packaging plant with twelve lines, each with a camera inspecting seals at thirty frames per second. Streaming all of that video to the cloud would consume several hundred megabits per second of uplink around the clock, and the round trip of 150 to 300 milliseconds is too slow to trigger the reject gate. A small accelerator on each line runs the inspection model in about 15 milliseconds and uploads only flagged images and hourly statistics, cutting bandwidth by more than 99 percent.",
  },
  { type: "heading", text: "Making Models Fit" },
  {
    type: "paragraph",
    text: "A model trained in the cloud rarely runs well on edge hardware as it stands. Three techniques do most of the work of shrinking it, and they are usually combined.",
  },
  {
    type: "list",
    items: [
      "Quantization converts 32-bit floating point weights to 8-bit or even 4-bit integers. Eight-bit quantization typically makes a model four times smaller and two to four times faster, with an accuracy loss that is often under one percentage point.",
      "Pruning removes weights or whole channels that contribute little to the output, trading a small amount of accuracy for further reductions in size and compute.",
      "Distillation trains a small student model to imitate a large teacher, often recovering most of the teacher's accuracy at a tenth of the size.",
    ],
  },
  {
    type: "paragraph",
    text: "The important discipline is to measure on the target hardware with real data from the site. Benchmarks on a developer laptop say little about performance on a fanless box in a 40 degree factory, and accuracy on a curated dataset says little about accuracy under flickering lights, dust on the lens or a new packaging supplier.",
  },
  { type: "heading", text: "Operating a Fleet, Not a Device" },
  {
    type: "paragraph",
    text: "Getting one model running on one device is a prototype. Running the right model version on five hundred devices across forty sites is the real job, and it is where most edge projects underinvest. A production edge platform needs secure over-the-air updates for both models and software, a clear record of which version is running where, staged rollouts that update a few devices first and roll back automatically if error rates rise, and health monitoring that works even when devices are offline for hours.",
  },
  {
    type: "paragraph",
    text: "Monitoring model quality is harder at the edge because you cannot see every input. A practical approach is to sample a small percentage of inputs, plus every low-confidence prediction, and upload them for review and labeling. That sample becomes both a drift detector and the training data for the next model version.",
  },
  {
    type: "quote",
    text: "The model took us three months. The update and monitoring pipeline took six, and it is the part that actually lets us sleep at night.",
    cite: "Engineering lead at a logistics equipment manufacturer",
  },
  { type: "heading", text: "Security at the Edge" },
  {
    type: "paragraph",
    text: "Edge devices sit in places where people can physically touch them, which changes the threat model. Devices should boot only signed software, store keys in hardware-backed secure elements where available, and encrypt models at rest if they represent valuable intellectual property. Each device needs its own identity and credentials, so one compromised unit cannot impersonate the fleet. Network access should be outbound only wherever possible, with no open management ports on the factory floor.",
  },
  { type: "heading", text: "Hybrid Is the Real Architecture" },
  {
    type: "paragraph",
    text: "Edge AI rarely replaces the cloud; it divides the work. Devices handle time-critical inference and data reduction. The cloud handles training, fleet management, cross-site analytics and heavier models that can tolerate a few seconds of delay. A retail chain might count footfall and detect empty shelves on in-store devices, then aggregate those signals centrally to forecast staffing and replenishment across three hundred stores.",
  },
  {
    type: "paragraph",
    text: "Designing the split deliberately, deciding which data stays local, which summaries travel and how often models are refreshed, is the central architectural decision in any edge program.",
  },
  { type: "heading", text: "Getting Started" },
  {
    type: "paragraph",
    text: "Start with one site and one use case where the business case is unambiguous, such as a quality inspection step with a known scrap rate. Collect real data from that site for several weeks before training anything. Choose hardware with a realistic upgrade path, and build the update and monitoring pipeline alongside the first model rather than after it. When the first site has run for a quarter with measured results, the second and tenth sites become an exercise in repetition rather than reinvention.",
  },
] satisfies ArticleBlock[];
